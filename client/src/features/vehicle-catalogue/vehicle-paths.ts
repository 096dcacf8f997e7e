/** The query parameter of /Modelli that names the brand shown. */
export const BRAND_PARAM = 'marca';

export const modelsPath = (vehicleBrandID: string) =>
  `/Modelli?${BRAND_PARAM}=${encodeURIComponent(vehicleBrandID)}`;
