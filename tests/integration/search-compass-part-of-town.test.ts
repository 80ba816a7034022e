import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * "houses in north leeds", "flats south bristol": a part of a town by its point of the compass,
 * which the site does not split towns by. Before, the page searched Leeds' houses for the word
 * "north" (none), and offered a 25-mile circle searched for "north" first. Now it is the town; a
 * place whose name begins so ("North Shields", "West Bromwich") or a part we hold ("North
 * London") is still that place.
 */

const { get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

describe('a town said with its point of the compass', () => {
  it('is the town', async () => {
    expect(await sentTo('/listings?search=houses+in+north+leeds')).toEqual({
      location: 'Leeds',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?search=flats+south+bristol')).toEqual({
      location: 'Bristol',
      property_type: 'flats',
    });
    expect(await sentTo('/listings?search=central+manchester')).toEqual({
      location: 'Manchester',
    });
    expect(await sentTo('/listings?location=East+Leeds')).toEqual({ location: 'Leeds' });
  });

  it('a place whose name begins so, or a part we hold, is still that place', async () => {
    expect(await sentTo('/listings?search=flats+in+north+shields')).toEqual({
      location: 'North Shields',
      property_type: 'flats',
    });
    expect(await sentTo('/listings?search=houses+west+bromwich')).toMatchObject({
      location: 'West Bromwich',
    });
    expect(await sentTo('/listings?search=north+london+flats')).toEqual({
      location: 'North London',
      property_type: 'flats',
    });
  });
});
