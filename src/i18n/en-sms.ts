// English texts of the screens of SMS, bulk SMS campaigns, SMS groups, domains and phones; en.ts puts them under the key sms of app.
export const smsTexts = {};
