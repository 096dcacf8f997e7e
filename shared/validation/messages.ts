/**
 * Validation messages are i18n keys (under `validation.` in the client's catalogues) so the same
 * schema speaks Italian or English on the client and gives stable codes in the server's
 * `formErrors`. The English text here is what the server puts beside the code.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  minLength: 'Too short',
  maxLength: 'Too long',
  passwordLength: 'At least 12 characters',
  passwordUpper: 'At least one upper-case letter',
  passwordLower: 'At least one lower-case letter',
  passwordDigit: 'At least one digit',
  passwordSpecial: 'At least one special character',
  passwordsMismatch: 'The two passwords do not match',
  usernameLength: 'At least 3 characters',
  email: 'Not a valid e-mail address',
  mobile: 'A mobile number has 9 or 10 digits',
  totemMobile: 'Format +39- followed by 9 or 10 digits',
  licensePlate: 'A licence plate has 5 to 10 characters',
  number: 'Must be a number',
  invalid: 'Invalid value',
  range: 'Outside the allowed range',
  color: 'A colour like #1f6feb',
  timeZone: 'Not a known time zone',
  unknownPlaceholder: 'Unknown placeholder in the text',
  atLeastOne: 'Choose at least one',
  duplicate: 'Already in use',
  maxQuestions: 'Maximum 10 questions reached',
  notAssignable: 'This role cannot be assigned',
  notDeviceAccount: 'Choose a device account that no other workshop uses',
  imageType: 'Choose a PNG, JPEG, WebP or SVG image',
  imageSize: 'The image is larger than 512 KB',
  imageMalformed: 'The SVG image is damaged and cannot be read',
  plateAlreadyLive: 'This vehicle already has a visit in progress in this workshop',
  unknownQuestion: 'Not one of this survey’s questions',
  noticeChanged: 'The privacy notice has changed: please read it again',
  arrivedAtFuture: 'The arrival time is in the future: check the totem’s clock',
  arrivedAtTooOld: 'The arrival time is too old (earlier today, within 6 hours)',
  webhookUrl: 'An http:// or https:// address, without user name or password',
  webhookAddress: 'This address cannot receive webhooks',
  webhookLimit: 'This workshop already has as many endpoints as it may',
  smsTooLong: 'The text makes the SMS too long',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The key as carried by a valibot issue: `validation.<key>`. */
export function messageKey(key: ValidationMessageKey): `validation.${ValidationMessageKey}` {
  return `validation.${key}`;
}
