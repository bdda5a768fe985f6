// The countries SMS numbers can be bought in (spec, second document, section 7: "countries"): where
// Telnyx and Twilio sell local numbers, with each one's ISO 3166-1 alpha-2 code and dial code.

export interface SmsCountry {
  /** ISO 3166-1 alpha-2, as both providers take it */
  code: string;
  name: string;
  /** the country calling code, with its + */
  dialCode: string;
}

export const SMS_COUNTRIES: readonly SmsCountry[] = [
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'PR', name: 'Puerto Rico', dialCode: '+1' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'IE', name: 'Ireland', dialCode: '+353' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'NZ', name: 'New Zealand', dialCode: '+64' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'ES', name: 'Spain', dialCode: '+34' },
  { code: 'IT', name: 'Italy', dialCode: '+39' },
  { code: 'PT', name: 'Portugal', dialCode: '+351' },
  { code: 'NL', name: 'Netherlands', dialCode: '+31' },
  { code: 'BE', name: 'Belgium', dialCode: '+32' },
  { code: 'AT', name: 'Austria', dialCode: '+43' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41' },
  { code: 'SE', name: 'Sweden', dialCode: '+46' },
  { code: 'NO', name: 'Norway', dialCode: '+47' },
  { code: 'DK', name: 'Denmark', dialCode: '+45' },
  { code: 'FI', name: 'Finland', dialCode: '+358' },
  { code: 'PL', name: 'Poland', dialCode: '+48' },
  { code: 'CZ', name: 'Czech Republic', dialCode: '+420' },
  { code: 'HU', name: 'Hungary', dialCode: '+36' },
  { code: 'RO', name: 'Romania', dialCode: '+40' },
  { code: 'LT', name: 'Lithuania', dialCode: '+370' },
  { code: 'EE', name: 'Estonia', dialCode: '+372' },
  { code: 'IL', name: 'Israel', dialCode: '+972' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'CL', name: 'Chile', dialCode: '+56' },
  { code: 'CO', name: 'Colombia', dialCode: '+57' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852' },
  { code: 'SG', name: 'Singapore', dialCode: '+65' },
];

export const DEFAULT_SMS_COUNTRY = 'US';

/** The country of an ISO code, any case; undefined when numbers are not sold there. */
export const smsCountry = (code: unknown): SmsCountry | undefined =>
  typeof code === 'string' ? SMS_COUNTRIES.find((c) => c.code === code.trim().toUpperCase()) : undefined;
