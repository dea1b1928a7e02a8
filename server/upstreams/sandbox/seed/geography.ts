// The seeded places with the numeric ids the lending API uses (states, cities and pincodes numbered in order).
import { places, type PlaceSeed } from './places.ts';

export interface SeedPincode {
  pincode_id: number;
  pincode: string;
}

export interface SeedCity {
  city_id: number;
  city: string;
  state_id: number;
  pincodes: readonly SeedPincode[];
}

export interface SeedState {
  state_id: number;
  state: string;
  kind: PlaceSeed['kind'];
  cities: readonly SeedCity[];
}

function number(source: readonly PlaceSeed[]): SeedState[] {
  let cityId = 0;
  let pincodeId = 0;
  return source.map((place, index) => {
    const stateId = index + 1;
    return {
      state_id: stateId,
      state: place.state,
      kind: place.kind,
      cities: Object.entries(place.cities).map(([city, pins]) => ({
        city_id: ++cityId,
        city,
        state_id: stateId,
        pincodes: pins.map((pincode) => ({ pincode_id: ++pincodeId, pincode })),
      })),
    };
  });
}

export const geography: readonly SeedState[] = number(places);

const citiesByState = new Map(geography.map((s) => [String(s.state_id), s.cities]));
const pincodesByCity = new Map(
  geography.flatMap((s) => s.cities.map((c) => [String(c.city_id), c.pincodes] as const)),
);

/** The cities of a state, or undefined for an unknown state id (given as a number or a numeric string). */
export function citiesOf(stateId: unknown): readonly SeedCity[] | undefined {
  return citiesByState.get(String(stateId).trim());
}

export function pincodesOf(cityId: unknown): readonly SeedPincode[] | undefined {
  return pincodesByCity.get(String(cityId).trim());
}
