import { graphql } from './generated/index.ts';

/**
 * What a write's refusal of its input says, field by field (`formErrors` of every payload). The
 * documents select it by name; this defines it once.
 */
export const FormErrorFieldsFragment = graphql(`
  fragment FormErrorFields on FormError {
    field
    code
    message
  }
`);
