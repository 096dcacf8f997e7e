import { graphql } from '../../graphql/generated/index.ts';

/**
 * The documents of the vehicle catalogue screens: brands and models. Mutations select what the
 * lists show, so the normalized cache updates edited rows in place; creations and deletions
 * refetch their list.
 */

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
