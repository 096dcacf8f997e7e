import { graphql } from './generated/index.ts';

// The query and the subscription select the same fields, so a live event updates the page
// through graphcache (Tracking is keyed by code).
export const TrackingScreenTrackingQuery = graphql(`
  query TrackingScreenTracking($code: ID!) {
    tracking(code: $code) {
      ...TrackingScreen_tracking
    }
  }
`);

export const TrackingScreenChangedSubscription = graphql(`
  subscription TrackingScreenChanged($code: ID!) {
    trackingChanged(code: $code) {
      code
      version
      initial
      tracking {
        ...TrackingScreen_tracking
      }
    }
  }
`);

export const TrackingScreenFragment = graphql(`
  fragment TrackingScreen_tracking on Tracking {
    code
    workshopName
    maskedPlate
    statusCode
    statusName
    queueName
    position
    estimatedWaitMinutes
    estimatedWaitRange {
      lowMinutes
      highMinutes
    }
    boxName
    calledAt
    jobStartDateTime
    jobEndDateTime
    paymentDateTime
    checkoutDateTime
    delayNotice {
      text
      minutes
      createdAt
    }
  }
`);

/** The customer switched their page's language: it becomes theirs for the next messages. */
export const TrackingScreenSetLanguageMutation = graphql(`
  mutation TrackingScreenSetLanguage($code: ID!, $language: String!) {
    setTrackingLanguage(code: $code, language: $language) {
      success
    }
  }
`);
