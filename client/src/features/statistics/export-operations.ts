import { graphql } from '../../graphql/generated/index.ts';

/** The period's statistics as a PDF made on the server (docs/statistics.md, "Exports"). */
export const WorkshopStatsPdfQuery = graphql(`
  query WorkshopStatsPdf(
    $workshopID: ID!
    $appointmentsFromDate: String!
    $appointmentsToDate: String!
    $entryType: StatsEntryType
  ) {
    downloadWorkshopStatsPDF(
      workshopID: $workshopID
      appointmentsFromDate: $appointmentsFromDate
      appointmentsToDate: $appointmentsToDate
      entryType: $entryType
    ) {
      fileName
      contentType
      base64
    }
  }
`);
