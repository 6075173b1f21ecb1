import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OnboardingStatusBodySchema, OnboardingStatusResponseSchema } from '../../../contracts/onboarding';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { onboardingStatusOf, saveOnboardingStatus } from './onboarding.service';

/** GET and PUT /onboarding/status (SPEC.md §7): the guided tours a user has completed and the one in progress. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    '/onboarding/status',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The user's guided tours: completed ones and the active one",
        tags: ['onboarding'],
        response: { 200: OnboardingStatusResponseSchema },
      },
    },
    async (request) => ({ onboarding_status: await onboardingStatusOf(db, (await requireUser(request)).id) }),
  );

  app.put(
    '/onboarding/status',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "Save the user's guided-tour status",
        description:
          'The client marks a tour completed locally, then saves the whole status here; on failure it reads the status again (SPEC.md §4).',
        tags: ['onboarding'],
        body: OnboardingStatusBodySchema,
        response: { 200: OnboardingStatusResponseSchema },
      },
    },
    async (request) => ({
      onboarding_status: await saveOnboardingStatus(db, (await requireUser(request)).id, request.body.onboarding_status),
    }),
  );
};
