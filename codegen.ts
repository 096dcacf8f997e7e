import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// One config emits the server's resolver types, the client's typed documents and graphcache's
// schema from the hand-written SDL in server/. `npm run codegen` writes them; `npm test` runs
// `codegen --check` so stale generated files fail the run.
// A File is a browser File (or Blob) sent in a multipart request; it is never returned.
const scalars = {
  DateTime: { input: 'string', output: 'string' },
  File: { input: 'File | Blob', output: 'never' },
};

const config: CodegenConfig = {
  schema: ['server/core/graphql/base.graphql', 'server/features/**/*.graphql'],
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'server/core/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        scalars: {
          DateTime: { input: 'string', output: 'Date | string' },
          File: { input: 'File', output: 'never' },
        },
        useIndexSignature: true,
        // Resolvers return database rows; field resolvers shape them (server/core/graphql/models.ts).
        mappers: {
          Appointment: '../models.ts#AppointmentParent',
          AppointmentResult: '../models.ts#AppointmentResultParent',
          Queue: '../models.ts#QueueParent',
          QueueGroup: '../models.ts#QueueGroupParent',
          Box: '../models.ts#BoxParent',
          RejectReason: '../models.ts#RejectReasonParent',
          AppointmentLog: '../models.ts#AppointmentLogParent',
          Workshop: '../models.ts#WorkshopParent',
          User: '../models.ts#UserParent',
          WorkshopParameters: '../models.ts#WorkshopParametersParent',
          Slogan: '../models.ts#SloganParent',
          VehicleBrand: '../models.ts#VehicleBrandParent',
          VehicleModel: '../models.ts#VehicleModelParent',
          SurveyQuestion: '../models.ts#SurveyQuestionParent',
          Monitor: '../models.ts#MonitorParent',
          Totem: '../models.ts#TotemParent',
          AppointmentsUpload: '../models.ts#AppointmentsUploadParent',
          AppointmentsUploadRow: '../models.ts#AppointmentsUploadRowParent',
          WebhookEndpoint: '../models.ts#WebhookEndpointParent',
          WebhookDelivery: '../models.ts#WebhookDeliveryParent',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'client/src/graphql/generated/': {
      preset: 'client',
      // persisted-documents.json is the list of trusted documents (hash -> text) the server runs in
      // production; each document carries its hash in `__meta__.hash` for the client to send.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // The stored text must be what graphcache asks for: graphcache adds `__typename` to every
      // selection of the document it sends, so the trusted document carries them too.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
    'client/src/graphql/generated/schema-introspection.ts': {
      plugins: ['urql-introspection'],
      config: {
        module: 'es2015',
        useTypeImports: true,
        includeScalars: false,
        includeEnums: false,
        includeInputs: false,
      },
    },
  },
};

export default config;
