import type { FastifyInstance } from 'fastify';
import { pushSendHandler } from './push-delivery';
import { pushSendJob } from './notify';

/** Notifications' due work: each push to each device. app.ts registers it. */
export function registerNotificationJobs(app: FastifyInstance): void {
  app.registerJobHandler(pushSendJob, pushSendHandler(app));
}
