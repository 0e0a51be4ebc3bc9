export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}
