import { said } from '../model/examples';
import { registrationOf, text, userInfo, type Form } from '../model/rules/registration';
import { complete } from '../model/rules/registration-complete';
import { account, consent, organizationRefused, saveOrganization } from '../model/rules/registration-steps';
import { bodyFailure, isBlob, keepFile, type Resolvers } from './resolver';

/** The registration wizard (tag `registration`). Rules: docs/world/registration.md. */
export const resolvers: Resolvers = {
  getRegistrationUserInfo: {
    reads: ['registrations'],
    writes: [],
    answer: ({ world, body }) => {
      const registration = registrationOf(world, body.email_address);
      if (!registration)
        return { body: { status: '1', message: said('getRegistrationUserInfo', 'userInfoNew'), data: null } };
      const message = said('getRegistrationUserInfo', 'userInfoAtPlan');
      return { body: { status: '1', message, data: userInfo(registration) } };
    },
  },
  saveRegistrationStep: {
    reads: [],
    writes: ['registrations', 'files', 'organizations', 'individuals', 'subscriptions', 'invoices'],
    answer: async (call) => {
      const form = call.body as unknown as Form;
      switch (text(form.registration_step)) {
        case '0':
          return account(call.world, form);
        case '1':
        case '2':
          return consent(call.world, form);
        case '3': {
          const refused = organizationRefused(call.world, form);
          if (refused) return refused;
          const logo = isBlob(form.fileName) ? (await keepFile(call, form.fileName))?.url : undefined;
          return saveOrganization(call.world, form, logo);
        }
        case '4':
          return complete(call.world, form);
        default:
          return { ...bodyFailure };
      }
    },
  },
};
