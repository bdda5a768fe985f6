// What the SMS hooks reach beyond the database: the queue (set by app.ts; absent when seeding,
// then the queue's start sweep picks up what was written).
import type { Jobs } from '../../jobs/queue';
import type { HookDeps } from '../accounts/auth-changes';
import '../campaigns/jobs';

export type SmsHookDeps = HookDeps & { jobs?: Jobs };
