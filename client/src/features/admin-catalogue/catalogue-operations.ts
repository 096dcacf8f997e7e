import { graphql } from '../../graphql/generated/index.ts';

/**
 * The documents of the catalogue screens: slogans, vehicle brands and models, exit-interview
 * questions, reject reasons, SMS senders and news. Mutations select what the lists show, so the
 * normalized cache updates edited rows in place; creations and deletions refetch their list.
 */

export const AdminSloganFragment = graphql(`
  fragment AdminSlogan on Slogan {
    sloganID
    workshopID
    title
    text
    order
    duration
    isVisible
  }
`);

export const AdminSlogansQuery = graphql(`
  query AdminSlogans($workshopID: ID!) {
    allSlogans(workshopID: $workshopID) {
      ...AdminSlogan
    }
  }
`);

export const CreateSloganMutation = graphql(`
  mutation AdminCreateSlogan($input: CreateSloganInput!) {
    createSlogan(input: $input) {
      slogan {
        ...AdminSlogan
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateSloganMutation = graphql(`
  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {
    updateSlogan(input: $input) {
      slogan {
        ...AdminSlogan
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteSloganMutation = graphql(`
  mutation AdminDeleteSlogan($sloganID: ID!) {
    deleteSlogan(sloganID: $sloganID) {
      deletedID
      success
    }
  }
`);

export const AdminSurveyQuestionsQuery = graphql(`
  query AdminSurveyQuestions($workshopID: ID!) {
    surveyQuestions(workshopID: $workshopID) {
      customerSurveyQuestionID
      workshopID
      text
      questionTypeID
      position
    }
  }
`);

export const SaveSurveyQuestionsMutation = graphql(`
  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {
    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {
      questions {
        customerSurveyQuestionID
        workshopID
        text
        questionTypeID
        position
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const AdminVehicleBrandFragment = graphql(`
  fragment AdminVehicleBrand on VehicleBrand {
    vehicleBrandID
    name
    position
    aliases
    logoUrl
    modelCount
  }
`);

export const AdminVehicleBrandsQuery = graphql(`
  query AdminVehicleBrands {
    vehicleBrands {
      ...AdminVehicleBrand
    }
  }
`);

export const CreateVehicleBrandMutation = graphql(`
  mutation AdminCreateVehicleBrand($input: CreateVehicleBrandInput!, $logo: File) {
    createVehicleBrand(input: $input, logo: $logo) {
      vehicleBrand {
        ...AdminVehicleBrand
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateVehicleBrandMutation = graphql(`
  mutation AdminUpdateVehicleBrand($input: UpdateVehicleBrandInput!, $logo: File) {
    updateVehicleBrand(input: $input, logo: $logo) {
      vehicleBrand {
        ...AdminVehicleBrand
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteVehicleBrandMutation = graphql(`
  mutation AdminDeleteVehicleBrand($vehicleBrandID: ID!) {
    deleteVehicleBrand(vehicleBrandID: $vehicleBrandID) {
      deletedID
      success
    }
  }
`);

export const AdminVehicleModelsQuery = graphql(`
  query AdminVehicleModels($vehicleBrandID: ID) {
    vehicleModels(vehicleBrandID: $vehicleBrandID) {
      vehicleModelID
      vehicleBrandID
      name
    }
  }
`);

export const CreateVehicleModelMutation = graphql(`
  mutation AdminCreateVehicleModel($input: CreateVehicleModelInput!) {
    createVehicleModel(input: $input) {
      vehicleModel {
        vehicleModelID
        vehicleBrandID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateVehicleModelMutation = graphql(`
  mutation AdminUpdateVehicleModel($input: UpdateVehicleModelInput!) {
    updateVehicleModel(input: $input) {
      vehicleModel {
        vehicleModelID
        vehicleBrandID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteVehicleModelMutation = graphql(`
  mutation AdminDeleteVehicleModel($vehicleModelID: ID!) {
    deleteVehicleModel(vehicleModelID: $vehicleModelID) {
      deletedID
      success
    }
  }
`);

export const MoveVehicleModelsMutation = graphql(`
  mutation AdminMoveVehicleModels($vehicleModelIDs: [ID!]!, $toBrandID: ID!) {
    moveVehicleModels(vehicleModelIDs: $vehicleModelIDs, toBrandID: $toBrandID) {
      moved
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const AdminRejectReasonsQuery = graphql(`
  query AdminRejectReasons {
    rejectReasons {
      rejectReasonID
      name
    }
  }
`);

export const CreateRejectReasonMutation = graphql(`
  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {
    createRejectReason(input: $input) {
      rejectReason {
        rejectReasonID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateRejectReasonMutation = graphql(`
  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {
    updateRejectReason(input: $input) {
      rejectReason {
        rejectReasonID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteRejectReasonMutation = graphql(`
  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {
    deleteRejectReason(rejectReasonID: $rejectReasonID) {
      deletedID
      success
    }
  }
`);

export const AdminSmsSendersQuery = graphql(`
  query AdminSmsSenders {
    smsSenders {
      smsSenderID
      name
    }
  }
`);

export const CreateSmsSenderMutation = graphql(`
  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {
    createSmsSender(input: $input) {
      smsSender {
        smsSenderID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateSmsSenderMutation = graphql(`
  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {
    updateSmsSender(input: $input) {
      smsSender {
        smsSenderID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteSmsSenderMutation = graphql(`
  mutation AdminDeleteSmsSender($smsSenderID: ID!) {
    deleteSmsSender(smsSenderID: $smsSenderID) {
      deletedID
      success
    }
  }
`);

export const AdminNewsQuery = graphql(`
  query AdminNews {
    allNews {
      newsID
      title
      description
      publicationDate
    }
  }
`);

export const CreateNewsMutation = graphql(`
  mutation AdminCreateNews($input: CreateNewsInput!) {
    createNews(input: $input) {
      news {
        newsID
        title
        description
        publicationDate
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateNewsMutation = graphql(`
  mutation AdminUpdateNews($input: UpdateNewsInput!) {
    updateNews(input: $input) {
      news {
        newsID
        title
        description
        publicationDate
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteNewsMutation = graphql(`
  mutation AdminDeleteNews($newsID: ID!) {
    deleteNews(newsID: $newsID) {
      deletedID
      success
    }
  }
`);
