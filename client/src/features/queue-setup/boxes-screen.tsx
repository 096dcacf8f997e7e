import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { SetupListState } from '../../admin-kit/setup-list-state.tsx';
import { SetupPage } from '../../admin-kit/setup-page.tsx';
import { RowActions } from '../../admin-kit/setup-row-actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { BoxDialog } from './box-dialog.tsx';
import { QueueDialog } from './queue-dialog.tsx';
import { QueueGroupDialog } from './queue-group-dialog.tsx';
import {
  SetupDeleteBoxMutation,
  SetupDeleteQueueGroupMutation,
  SetupDeleteQueueMutation,
} from './queue-setup-operations.ts';
import { type SetupBox, type SetupGroup, type SetupQueue, useQueueStructure } from './queue-structure.ts';

/** What the screen's one dialog is editing; null when none is open. */
type Editing =
  | { kind: 'group'; group: SetupGroup | null }
  | { kind: 'queue'; groupID: string; queue: SetupQueue | null }
  | { kind: 'box'; box: SetupBox | null };

/** Gestione-Box (spec §2, §3): queue groups with their queues, and the boxes of the workshop. */
export function BoxesScreen() {
  const { t } = useTranslation();
  return (
    <SetupPage title={t('nav.boxes')} intro={t('workshopSetup.boxes.intro')} testId="boxes-screen">
      {(workshopID) => <QueueSetup workshopID={workshopID} />}
    </SetupPage>
  );
}

function QueueSetup({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const structure = useQueueStructure(workshopID);
  const { remove, pending } = useSaveSetup();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = (saved: boolean) => {
    setEditing(null);
    if (saved) structure.refresh();
  };
  const removeThen = async (done: Promise<boolean>) => {
    const removed = await done;
    if (removed) structure.refresh();
    return removed;
  };

  const groupName = new Map(structure.groups.map((g) => [g.queueGroupID, g.name]));

  return (
    <SetupListState list={structure}>
      <Card
        title={t('workshopSetup.boxes.groups')}
        className="workshop-setup__card"
        data-testid="groups-card"
      >
        <div className="workshop-setup__card-actions">
          <Button onPress={() => setEditing({ kind: 'group', group: null })} data-testid="new-group">
            {t('workshopSetup.boxes.newGroup')}
          </Button>
        </div>
        {structure.groups.length === 0 ? (
          <p className="workshop-setup__empty" data-testid="groups-empty">
            {t('workshopSetup.boxes.noGroups')}
          </p>
        ) : (
          <ul className="workshop-setup__groups">
            {structure.groups.map((group) => (
              <li
                key={group.queueGroupID}
                className="workshop-setup__group"
                data-testid={`group-${group.name}`}
              >
                <div className="workshop-setup__group-head">
                  <span
                    className="workshop-setup__dot"
                    style={{ background: group.color }}
                    aria-hidden="true"
                  />
                  <h3>{group.name}</h3>
                  <RowActions
                    name={group.name}
                    onEdit={() => setEditing({ kind: 'group', group })}
                    isPending={pending}
                    deleteTestId={`delete-group-${group.name}`}
                    onDelete={() =>
                      removeThen(
                        remove(
                          SetupDeleteQueueGroupMutation,
                          { queueGroupID: group.queueGroupID },
                          group.name,
                        ),
                      )
                    }
                  >
                    <Button
                      variant="secondary"
                      onPress={() => setEditing({ kind: 'queue', groupID: group.queueGroupID, queue: null })}
                      data-testid={`new-queue-${group.name}`}
                    >
                      {t('workshopSetup.boxes.newQueue')}
                    </Button>
                  </RowActions>
                </div>
                {group.queues.length === 0 ? (
                  <p className="workshop-setup__empty">{t('workshopSetup.boxes.noQueues')}</p>
                ) : (
                  <ul className="workshop-setup__queues">
                    {group.queues.map((queue) => (
                      <li
                        key={queue.queueID}
                        className="workshop-setup__queue"
                        data-testid={`queue-${queue.name}`}
                      >
                        <span
                          className="workshop-setup__dot"
                          style={{ background: queue.color }}
                          aria-hidden="true"
                        />
                        <span className="workshop-setup__queue-name">
                          {queue.name}
                          {queue.isDefault ? (
                            <span className="workshop-setup__badge">
                              {t('workshopSetup.boxes.defaultBadge')}
                            </span>
                          ) : null}
                        </span>
                        <span className="workshop-setup__muted">
                          {t('workshopSetup.boxes.viewOrderNumber')}: {queue.viewOrderNumber}
                        </span>
                        <span className="workshop-setup__muted">
                          {t('workshopSetup.boxes.waiting', { count: queue.waitingCount })}
                        </span>
                        <RowActions
                          name={queue.name}
                          onEdit={() => setEditing({ kind: 'queue', groupID: group.queueGroupID, queue })}
                          isPending={pending}
                          deleteTestId={`delete-queue-${queue.name}`}
                          onDelete={() =>
                            removeThen(
                              remove(SetupDeleteQueueMutation, { queueID: queue.queueID }, queue.name),
                            )
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('workshopSetup.boxes.boxes')} className="workshop-setup__card" data-testid="boxes-card">
        <div className="workshop-setup__card-actions">
          <Button
            onPress={() => setEditing({ kind: 'box', box: null })}
            isDisabled={structure.groups.length === 0}
            data-testid="new-box"
          >
            {t('workshopSetup.boxes.newBox')}
          </Button>
        </div>
        <DataTable
          caption={t('workshopSetup.boxes.boxes')}
          rows={structure.boxes}
          rowKey={(box) => box.boxID}
          rowTestId={(box) => `box-row-${box.name}`}
          empty={t('workshopSetup.boxes.noBoxes')}
          data-testid="boxes-table"
          columns={[
            { id: 'name', header: t('workshopSetup.boxes.columns.name'), cell: (box) => box.name },
            {
              id: 'group',
              header: t('workshopSetup.boxes.columns.group'),
              cell: (box) => (box.queueGroupID ? (groupName.get(box.queueGroupID) ?? '') : ''),
            },
            { id: 'aliases', header: t('workshopSetup.boxes.columns.aliases'), cell: (box) => box.aliases },
            {
              id: 'order',
              header: t('workshopSetup.boxes.columns.order'),
              align: 'end',
              cell: (box) => box.orderNumber,
            },
            {
              id: 'user',
              header: t('workshopSetup.boxes.columns.user'),
              cell: (box) =>
                box.user ? `${box.user.firstname} ${box.user.lastname}`.trim() || box.user.userName : '',
            },
            {
              id: 'state',
              header: t('workshopSetup.boxes.columns.state'),
              cell: (box) => <BoxState box={box} />,
            },
            {
              id: 'actions',
              header: t('workshopSetup.boxes.columns.actions'),
              headerHidden: true,
              align: 'end',
              cell: (box) => (
                <RowActions
                  name={box.name}
                  onEdit={() => setEditing({ kind: 'box', box })}
                  isPending={pending}
                  deleteTestId={`delete-box-${box.name}`}
                  onDelete={() => removeThen(remove(SetupDeleteBoxMutation, { boxID: box.boxID }, box.name))}
                />
              ),
            },
          ]}
        />
      </Card>

      {editing?.kind === 'group' ? (
        <QueueGroupDialog workshopID={workshopID} group={editing.group} onClose={close} />
      ) : null}
      {editing?.kind === 'queue' ? (
        <QueueDialog
          groups={structure.groups}
          groupID={editing.groupID}
          queue={editing.queue}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'box' ? (
        <BoxDialog
          workshopID={workshopID}
          groups={structure.groups}
          users={structure.users}
          box={editing.box}
          onClose={close}
        />
      ) : null}
    </SetupListState>
  );
}

/** Available or not, visible or hidden, and who is in the box now. */
function BoxState({ box }: { box: SetupBox }) {
  const { t } = useTranslation();
  const notes = [
    box.notAvailable ? t('workshopSetup.boxes.unavailable') : t('workshopSetup.boxes.available'),
    box.visible ? null : t('workshopSetup.boxes.hidden'),
    box.currentAppointment
      ? t('workshopSetup.boxes.occupied', { plate: box.currentAppointment.licensePlate })
      : null,
  ].filter(Boolean);
  return <span>{notes.join(' · ')}</span>;
}
