import { leadFormMachine, type LeadSubmission, type LeadSubmissionResult } from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import type { AppServices } from '../services/createAppServices.ts';

export type LeadFormActor = ReturnType<typeof startLeadFormActor>;

/** The shop a lead belongs to: the active showroom, else the shop this storefront runs for. */
export function leadShopId(services: AppServices): string | number {
  return services.showroom.getState().active?.id ?? services.meta.shopId ?? '';
}

/** The lead-form machine of @showroom/machines with the storefront's real effects. */
function startLeadFormActor(services: AppServices) {
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise<LeadSubmissionResult, LeadSubmission>(async ({ input }) => {
        const answer = await (await services.runtime()).api.sampleRequest({ body: input });
        return { message: answer.message };
      }),
    },
    actions: {
      notify: (_, params) => services.notify(params.kind, params.message),
    },
  });
  const actor = createActor(machine, { input: { shopProfileId: leadShopId(services) } });
  actor.start();
  services.showroom.subscribe((state, previous) => {
    if (state.active?.id !== previous.active?.id)
      actor.send({ type: 'SHOP.CHANGED', shopProfileId: leadShopId(services) });
  });
  return actor;
}

const actors = new WeakMap<AppServices, LeadFormActor>();

/** One form per app: closing the popup keeps what was typed for when it opens again. */
export function leadFormActorFor(services: AppServices): LeadFormActor {
  let actor = actors.get(services);
  if (!actor) {
    actor = startLeadFormActor(services);
    actors.set(services, actor);
  }
  return actor;
}
