// Versioned migrations, applied in order at start. Entity tables themselves are kept in step
// with their declarations by entity-sync.ts; migrations hold everything else (indexes on large
// tables, non-entity tables, data changes).
import type { Migration } from 'kysely';
import * as m0001 from './0001_core';
import * as m0002 from './0002_orders';
import * as m0003accounts from './0003_accounts_notifications';
import * as m0004 from './0004_login_failure_username';
import * as m0005 from './0005_token_revocation';
import * as m0006orders from './0006_orders_statistics_index';
import * as m0007 from './0007_brute_force_and_sign_out';
import * as m0008files from './0008_stored_file_key';
import * as m0009media from './0009_media';
import * as m0010customers from './0010_customers';
import * as m0011promotions from './0011_promotions';
import * as m0012businesses from './0012_businesses';
import * as m0013stores from './0013_stores';
import * as m0014inventory from './0014_inventory';
import * as m0015delivery from './0015_delivery';
import * as m0016location from './0016_courier_location';
import * as m0017sms from './0017_sms';
import * as m0018chat from './0018_chat';
import * as m0019calls from './0019_calls';
import * as m0020realtime from './0020_realtime_cluster';
import * as m0021smsPromotion from './0021_sms_promotion';
import * as m0022sendLimits from './0022_send_limits';
import * as m0023smsPlans from './0023_sms_plans';
import * as m0024providerPace from './0024_provider_pace';
import * as m0025voiceAgents from './0025_voice_agents';
import * as m0026accountSecurity from './0026_account_security';
import * as m0027importJobs from './0027_import_jobs';
import * as m0029tenancy from './0029_tenancy';
import * as m0030blockList from './0030_one_block_list';
import * as m0031userLanguage from './0031_user_language';
import * as m0032listPreferences from './0032_list_preferences';
import * as m0033search from './0033_search';
import * as m0034userTheme from './0034_user_theme';

export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_orders': m0002,
  '0003_accounts_notifications': m0003accounts,
  '0004_login_failure_username': m0004,
  '0005_token_revocation': m0005,
  '0006_orders_statistics_index': m0006orders,
  '0007_brute_force_and_sign_out': m0007,
  '0008_stored_file_key': m0008files,
  '0009_media': m0009media,
  '0010_customers': m0010customers,
  '0011_promotions': m0011promotions,
  '0012_businesses': m0012businesses,
  '0013_stores': m0013stores,
  '0014_inventory': m0014inventory,
  '0015_delivery': m0015delivery,
  '0016_courier_location': m0016location,
  '0017_sms': m0017sms,
  '0018_chat': m0018chat,
  '0019_calls': m0019calls,
  '0020_realtime_cluster': m0020realtime,
  '0021_sms_promotion': m0021smsPromotion,
  '0022_send_limits': m0022sendLimits,
  '0023_sms_plans': m0023smsPlans,
  '0024_provider_pace': m0024providerPace,
  '0025_voice_agents': m0025voiceAgents,
  '0026_account_security': m0026accountSecurity,
  '0027_import_jobs': m0027importJobs,
  '0029_tenancy': m0029tenancy,
  '0030_one_block_list': m0030blockList,
  '0031_user_language': m0031userLanguage,
  '0032_list_preferences': m0032listPreferences,
  '0033_search': m0033search,
  '0034_user_theme': m0034userTheme,
};
