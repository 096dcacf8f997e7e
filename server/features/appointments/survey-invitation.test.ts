import { describe, expect, it } from 'vitest';
import { invitationText } from './survey-invitation.ts';

const texts = { automaticSurveyText: '', completedCustomerSurvey: '', onRequestCustomerSurvey: '' };

describe('invitationText', () => {
  it('uses the automatic survey text after the exit, the end-of-job text while it is empty', () => {
    expect(
      invitationText('automatic', {
        ...texts,
        automaticSurveyText: 'A {link}',
        completedCustomerSurvey: 'B {link}',
      }),
    ).toBe('A {link}');
    expect(
      invitationText('automatic', {
        ...texts,
        automaticSurveyText: '  ',
        completedCustomerSurvey: 'B {link}',
      }),
    ).toBe('B {link}');
  });

  it('uses the on-request text on request', () => {
    expect(
      invitationText('onDemand', {
        ...texts,
        automaticSurveyText: 'A {link}',
        onRequestCustomerSurvey: 'R {link}',
      }),
    ).toBe('R {link}');
  });

  it('adds the link to a text without one and sends nothing for an empty text', () => {
    expect(invitationText('onDemand', { ...texts, onRequestCustomerSurvey: 'Ci dà un parere? ' })).toBe(
      'Ci dà un parere? {link}',
    );
    expect(invitationText('onDemand', { ...texts, automaticSurveyText: 'A {link}' })).toBeNull();
    expect(invitationText('automatic', texts)).toBeNull();
  });
});
