/* A section of the registration agreement; each language's text is made of them. */

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}
