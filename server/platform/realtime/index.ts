import type { Config } from '../../config';
import type { Database } from '../db/database';
import { createBuiltinRealtime } from './builtin';
import { createHostedRealtime } from './hosted';
import type { Realtime } from './realtime.types';

export function createRealtime(config: Config, database: Database): Realtime {
  return config.pusher.hosted ? createHostedRealtime(config) : createBuiltinRealtime(config, database);
}
