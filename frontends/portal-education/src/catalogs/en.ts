// The English catalog of namespace 'education': the spec's words exactly (spec 2 §2.6, byte for byte;
// tests and e2e suites quote them), '{{name}}' where a value goes. Every key is also in es.ts
// (catalogs.test.ts).
export const en = {
  libraryHeading: "{{name}}'s Library",
  libraryHeadingNoName: 'Your Library',
  searchLabel: 'Search your content',
  otherContent: 'Other Content',
  yourContent: 'Your Content',
  searchResults: 'Search Results',
  noContent: 'No content is available at this time',
  noMatches: 'No content matches your search',
  contentFailed: 'Your content could not be loaded',
  searchFailed: 'The search could not be completed',
  contentUnavailable: 'Education is not available yet',
  deleted: 'This content has been deleted',
  backToLibrary: 'Back to Education',
  types: { Article: 'Article', PDF: 'PDF', Video: 'Video' },
  download: 'Download',
  openPdf: 'Open the PDF',
  noFile: 'This content has no file to show',
  fileFailed: 'The file could not be loaded: {{message}}',
  videoOf: 'Video: {{title}}',
  embeddedVideo: 'Embedded video',
  embeddedPage: 'Embedded page',
  blockedEmbed: 'This embedded item cannot be shown here',
  openLink: 'Open in a new tab',
} as const
