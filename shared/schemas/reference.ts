// Reference data for the application's address: states, their cities, a city's pincodes.
import { z } from 'zod';
import { fieldMessages } from '../field-messages.ts';

export const idParam = z.string().regex(/^\d{1,12}$/, fieldMessages.notAnId);

export const stateListSchema = z.object({
  states: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const cityListSchema = z.object({
  cities: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const pincodeListSchema = z.object({
  pincodes: z.array(z.object({ id: z.string(), pincode: z.string() })),
});

export type StateItem = z.output<typeof stateListSchema>['states'][number];
export type CityItem = z.output<typeof cityListSchema>['cities'][number];
export type PincodeItem = z.output<typeof pincodeListSchema>['pincodes'][number];
