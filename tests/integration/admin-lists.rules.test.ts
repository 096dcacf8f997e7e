import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  news,
  rejectReasons,
  smsSenders,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  rowCount,
  workshopIDs,
} from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Reject reasons, SMS senders and news: admins keep them, everybody else is refused; each bad
// input names its field and changes nothing.

let server: TestServer;
let admin: Call;
let manager: Call;
let romaManager: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = await demoCaller(server, 'admin');
  manager = await demoCaller(server, 'manager');
  romaManager = caller(server, await romaOnlyManager(server));
});
afterAll(async () => {
  await server?.stop();
});

const CREATE_REASON = `mutation ($input: CreateRejectReasonInput!) {
  createRejectReason(input: $input) { rejectReason { rejectReasonID name } formErrors { field code message } }
}`;
const UPDATE_REASON = `mutation ($input: UpdateRejectReasonInput!) {
  updateRejectReason(input: $input) { rejectReason { rejectReasonID name } formErrors { field code } }
}`;
const DELETE_REASON = `mutation ($id: ID!) { deleteRejectReason(rejectReasonID: $id) { deletedID success } }`;
const CREATE_SENDER = `mutation ($input: CreateSmsSenderInput!) {
  createSmsSender(input: $input) { smsSender { smsSenderID name } formErrors { field code } }
}`;
const UPDATE_SENDER = `mutation ($input: UpdateSmsSenderInput!) {
  updateSmsSender(input: $input) { smsSender { smsSenderID name } formErrors { field code } }
}`;
const DELETE_SENDER = `mutation ($id: ID!) { deleteSmsSender(smsSenderID: $id) { deletedID success } }`;
const CREATE_NEWS = `mutation ($input: CreateNewsInput!) {
  createNews(input: $input) { news { newsID title description publicationDate } formErrors { field code } }
}`;
const UPDATE_NEWS = `mutation ($input: UpdateNewsInput!) {
  updateNews(input: $input) { news { newsID title } formErrors { field code } }
}`;
const DELETE_NEWS = `mutation ($id: ID!) { deleteNews(newsID: $id) { deletedID success } }`;

describe('reject reasons', () => {
  it('need a name no other reason has, in any letter case', async () => {
    const before = await rowCount(server, rejectReasons);
    const empty = await admin(CREATE_REASON, { input: { name: '   ' } });
    expect(fieldsOf(empty.data!.createRejectReason)).toEqual(['name:validation.required']);
    expect(empty.data!.createRejectReason.formErrors[0].message).toBe('This field is required');
    const long = await admin(CREATE_REASON, { input: { name: 'x'.repeat(101) } });
    expect(fieldsOf(long.data!.createRejectReason)).toEqual(['name:validation.maxLength']);
    const twice = await admin(CREATE_REASON, { input: { name: 'cliente ha rinunciato' } });
    expect(fieldsOf(twice.data!.createRejectReason)).toEqual(['name:validation.duplicate']);
    expect(await rowCount(server, rejectReasons)).toBe(before);

    const made = await admin(CREATE_REASON, { input: { name: '  Tempi troppo lunghi ' } });
    expect(made.data!.createRejectReason.rejectReason.name).toBe('Tempi troppo lunghi');
    expect(await rowCount(server, rejectReasons)).toBe(before + 1);
  });

  it('are renamed, but not to a name in use', async () => {
    const made = await admin(CREATE_REASON, { input: { name: 'Da rinominare' } });
    const id = made.data!.createRejectReason.rejectReason.rejectReasonID;
    const clash = await admin(UPDATE_REASON, {
      input: { rejectReasonID: id, name: 'Preventivo non accettato' },
    });
    expect(fieldsOf(clash.data!.updateRejectReason)).toEqual(['name:validation.duplicate']);
    const renamed = await admin(UPDATE_REASON, { input: { rejectReasonID: id, name: 'Rinominato' } });
    expect(renamed.data!.updateRejectReason.rejectReason.name).toBe('Rinominato');
    const unknown = await admin(UPDATE_REASON, {
      input: { rejectReasonID: '00000000-0000-4000-8000-000000000000', name: 'X' },
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('cannot be deleted while an appointment names it; an unused one can', async () => {
    const db = server.services.db;
    const made = await admin(CREATE_REASON, { input: { name: 'Usato' } });
    const usedID = made.data!.createRejectReason.rejectReason.rejectReasonID;
    const [someAppointment] = await db.select().from(appointments).limit(1);
    await db
      .update(appointments)
      .set({ rejectReasonID: usedID })
      .where(eq(appointments.appointmentID, someAppointment!.appointmentID));
    const refused = await admin(DELETE_REASON, { id: usedID });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect((refused.errors![0]!.extensions as Record<string, unknown>).reason).toBe('IN_USE');
    expect(await db.$count(rejectReasons, eq(rejectReasons.rejectReasonID, usedID))).toBe(1);

    const spare = await admin(CREATE_REASON, { input: { name: 'Non usato' } });
    const spareID = spare.data!.createRejectReason.rejectReason.rejectReasonID;
    const deleted = await admin(DELETE_REASON, { id: spareID });
    expect(deleted.data!.deleteRejectReason).toEqual({ deletedID: spareID, success: true });
  });
});

describe('SMS senders', () => {
  it('are letters and digits, at most 11, and unique', async () => {
    const before = await rowCount(server, smsSenders);
    const empty = await admin(CREATE_SENDER, { input: { name: '' } });
    expect(fieldsOf(empty.data!.createSmsSender)).toEqual(['name:validation.required']);
    const long = await admin(CREATE_SENDER, { input: { name: 'TurnoTorino1' } });
    expect(fieldsOf(long.data!.createSmsSender)).toEqual(['name:validation.maxLength']);
    const symbols = await admin(CREATE_SENDER, { input: { name: 'Turno!' } });
    expect(fieldsOf(symbols.data!.createSmsSender)).toEqual(['name:validation.invalid']);
    const twice = await admin(CREATE_SENDER, { input: { name: 'TURNO' } });
    expect(fieldsOf(twice.data!.createSmsSender)).toEqual(['name:validation.duplicate']);
    expect(await rowCount(server, smsSenders)).toBe(before);

    const made = await admin(CREATE_SENDER, { input: { name: 'TurnoTO' } });
    const id = made.data!.createSmsSender.smsSender.smsSenderID;
    const renamed = await admin(UPDATE_SENDER, { input: { smsSenderID: id, name: 'TurnoTorino' } });
    expect(renamed.data!.updateSmsSender.smsSender.name).toBe('TurnoTorino');
    const deleted = await admin(DELETE_SENDER, { id });
    expect(deleted.data!.deleteSmsSender.success).toBe(true);
  });

  it('cannot be deleted while a workshop sends with it', async () => {
    const db = server.services.db;
    const made = await admin(CREATE_SENDER, { input: { name: 'InUso' } });
    const id = made.data!.createSmsSender.smsSender.smsSenderID;
    const { milano } = await workshopIDs(server);
    await db
      .update(workshopParameters)
      .set({ smsSenderID: id })
      .where(eq(workshopParameters.workshopID, milano));
    const refused = await admin(DELETE_SENDER, { id });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('1 workshop sends with this sender.');
    expect(await db.$count(smsSenders, eq(smsSenders.smsSenderID, id))).toBe(1);
  });
});

describe('news', () => {
  it('needs a title and a valid publication date', async () => {
    const before = await rowCount(server, news);
    const noTitle = await admin(CREATE_NEWS, {
      input: { title: '', publicationDate: '2026-11-01T08:00:00Z' },
    });
    expect(fieldsOf(noTitle.data!.createNews)).toEqual(['title:validation.required']);
    const longText = await admin(CREATE_NEWS, {
      input: { title: 'Novità', description: 'x'.repeat(5001), publicationDate: '2026-11-01T08:00:00Z' },
    });
    expect(fieldsOf(longText.data!.createNews)).toEqual(['description:validation.maxLength']);
    expect(await rowCount(server, news)).toBe(before);
  });

  it('scheduled for later is in the admin list but not yet in everybody’s', async () => {
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const made = await admin(CREATE_NEWS, {
      input: { title: 'In arrivo', description: 'Presto', publicationDate: later },
    });
    const id = made.data!.createNews.news.newsID;
    const all = await admin('{ allNews { newsID } }');
    expect(all.data!.allNews.map((n: { newsID: string }) => n.newsID)).toContain(id);
    const published = await manager('{ news { newsID title } }');
    expect(published.data!.news.length).toBeGreaterThan(0);
    expect(published.data!.news.map((n: { newsID: string }) => n.newsID)).not.toContain(id);

    const edited = await admin(UPDATE_NEWS, {
      input: { newsID: id, title: 'Arrivata', publicationDate: '2026-01-01T08:00:00Z' },
    });
    expect(edited.data!.updateNews.news.title).toBe('Arrivata');
    const now = await manager('{ news { newsID } }');
    expect(now.data!.news.map((n: { newsID: string }) => n.newsID)).toContain(id);
    const deleted = await admin(DELETE_NEWS, { id });
    expect(deleted.data!.deleteNews.success).toBe(true);
  });
});

describe('only admins', () => {
  it('refuses every write to managers, of their workshop or another, and changes nothing', async () => {
    const [reason] = await server.services.db.select().from(rejectReasons).limit(1);
    const [sender] = await server.services.db.select().from(smsSenders).limit(1);
    const [item] = await server.services.db.select().from(news).limit(1);
    const counts = async () => [
      await rowCount(server, rejectReasons),
      await rowCount(server, smsSenders),
      await rowCount(server, news),
    ];
    const before = await counts();
    const writes: [string, Record<string, unknown>][] = [
      [CREATE_REASON, { input: { name: 'Vietato' } }],
      [UPDATE_REASON, { input: { rejectReasonID: reason!.rejectReasonID, name: 'Vietato' } }],
      [DELETE_REASON, { id: reason!.rejectReasonID }],
      [CREATE_SENDER, { input: { name: 'Vietato' } }],
      [UPDATE_SENDER, { input: { smsSenderID: sender!.smsSenderID, name: 'Vietato' } }],
      [DELETE_SENDER, { id: sender!.smsSenderID }],
      [CREATE_NEWS, { input: { title: 'Vietato', publicationDate: '2026-11-01T08:00:00Z' } }],
      [
        UPDATE_NEWS,
        { input: { newsID: item!.newsID, title: 'Vietato', publicationDate: '2026-11-01T08:00:00Z' } },
      ],
      [DELETE_NEWS, { id: item!.newsID }],
      ['{ allNews { newsID } }', {}],
    ];
    for (const call of [manager, romaManager]) {
      for (const [query, variables] of writes) {
        expect(errorCode(await call(query, variables)), query).toBe('FORBIDDEN');
      }
    }
    expect(await counts()).toEqual(before);
    const [still] = await server.services.db
      .select()
      .from(rejectReasons)
      .where(eq(rejectReasons.rejectReasonID, reason!.rejectReasonID));
    expect(still!.name).toBe(reason!.name);
  });
});
