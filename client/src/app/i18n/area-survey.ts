import { customerSurveyEn } from '../../features/surveys/customer-survey-i18n.en.ts';
import { customerSurveyIt } from '../../features/surveys/customer-survey-i18n.it.ts';

export const texts = { it: { customerSurvey: customerSurveyIt }, en: { customerSurvey: customerSurveyEn } };
