/** The workshop's notice as the server sends it (`PrivacyNotice`), in both languages. */
export interface PrivacyNoticeData {
  workshopName: string;
  version: number;
  textIt: string;
  textEn: string;
}
