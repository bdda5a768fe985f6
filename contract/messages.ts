// Every user-facing text of the specification lives here, spelled as the spec spells it.

/**
 * The texts that carry values, as templates with polyglot's placeholders: `messages` fills them in
 * English, and the console finds an answer's template and values again (contract/message-keys.ts) to
 * say it in the user's language (app.message_template.* of the catalogue).
 */
export const MESSAGE_TEMPLATES = {
  required: 'Oops! Fill in the %{field}.',
  minLength: 'Minimum length should be %{n} characters.',
  maxLength: 'Maximum length should be %{n} characters.',
  wrongFileType: 'Wrong file type found. Only %{extensions} files are allowed!',
  maxValue: 'Maximum value is %{n}.',
  minValue: 'Minimum value is %{n}.',
  oneOf: 'Choose one of: %{values}.',
  notFound: '%{what} not found',
  taken: 'This %{field} is already in use.',
  tooDeep: 'The body is nested deeper than %{levels} levels.',
  referenced: 'It cannot be deleted: %{what} still refer to it.',
  cannotGrant: 'You cannot grant permissions you do not hold: %{what}.',
} as const;

/** A template with its values put in. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const t = MESSAGE_TEMPLATES;

export const messages = {
  required: (field: string) => fillTemplate(t.required, { field }),
  minLength: (n: number) => fillTemplate(t.minLength, { n }),
  maxLength: (n: number) => fillTemplate(t.maxLength, { n }),
  email: 'Please Enter Valid Email Address',
  numberOnly: 'Please type Number only',
  lettersOnly: 'Please type letters only',
  lettersAndNumbers: 'Please type letters and number only',
  specialCharacter: 'Please Enter at least one Special character',
  capitalLetter: 'Please Enter at least one capital letter',
  oneLetter: 'Please Enter at least one letter',
  loginRequired: 'required!',
  badResponse: 'Bad response from server',
  offline: 'No Internet Connection. Please check your network.',
  notFoundTitle: "Oops! You're lost.",
  notFoundText: 'The page you are looking for was not found.',
  serverErrorTitle: 'Houston, we have a problem!',
  serverErrorText: 'The page you are looking for is temporarily unavailable.',
  confirmDelete: 'Are you sure you want to delete it?',
  emptyOrders: 'Does not exists results for show.',
  wrongFileType: (extensions: readonly string[]) => fillTemplate(t.wrongFileType, { extensions: extensions.join(', ') }),
  created: 'Created',
  updated: 'Updated',
  deleted: 'deleted',
  /** Not in the spec: used when a number field gets a value outside its range. */
  maxValue: (n: number) => fillTemplate(t.maxValue, { n }),
  minValue: (n: number) => fillTemplate(t.minValue, { n }),
  oneOf: (values: readonly string[]) => fillTemplate(t.oneOf, { values: values.join(', ') }),
  unknownField: 'Unknown field.',
  /** Not in the spec: the 404 of a record, a file or a page of the API (`Order not found`). */
  notFound: (what: string) => fillTemplate(t.notFound, { what }),
  /** Not in the spec: a field only the server writes (docs/tenancy.md, "Fields set by the server"). */
  serverSet: 'This field is set by the server: leave it out.',
  taken: (field: string) => fillTemplate(t.taken, { field }),
  wrongType: 'Wrong value type.',
  missingRecord: 'The chosen record does not exist.',
  dateToBeforeFrom: 'Date To cannot be before Date From.',
  sendIds: 'Send a list of ids.',
  /** a provider's webhook path names a provider this server does not use */
  noSuchProvider: 'No such provider in use',
  /** Not in the spec: a JSON body nested deeper than the server reads. */
  tooDeep: (levels: number) => fillTemplate(t.tooDeep, { levels }),
  invalidCredentials: 'Wrong username or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  referenced: (what: string) => fillTemplate(t.referenced, { what }),
  destroyOnlyArchived: 'Only archived records can be deleted permanently.',
  /** Not in the spec: an update based on a version of the record someone changed since (docs/decisions.md, "Stale updates"). */
  staleRecord: (who: string | null, at: string) =>
    `${who ?? 'Someone else'} changed this record at ${at}, after it was read: read it again and apply your changes to it.`,
  /** Nobody grants what they do not hold (docs/security.md). */
  ownGroup: 'You cannot change your own group.',
  notYourBusiness: 'You may only act for your own business.',
  /** Not in the spec: a user's franchise must be one of the user's business (docs/tenancy.md). */
  franchiseOfOtherBusiness: "This franchise belongs to another business than the user's.",
  /** Not in the spec: a user bound to a business writing data the whole platform shares (docs/tenancy.md). */
  platformData: 'Only staff of the platform may change this: it is shared by every business.',
  cannotGrant: (what: string) => fillTemplate(t.cannotGrant, { what }),
  noRightOverGroup: "You cannot change users or groups holding permissions you do not hold.",
  systemGroup: 'The admin and sign-up groups cannot be archived or deleted.',
  /** Not in the spec: status 503, the database cannot be reached for now (restarting, connection dropped). */
  databaseUnavailable: 'The service is temporarily unavailable. Try again in a moment.',
} as const;
