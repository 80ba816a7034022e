/**
 * Towns as addresses and their people shorten them, as `placeKey` reads them ("B'ham" is
 * "bham"), with the place each names. "nottm" offered Nottinghamshire; "soton" and "brum" found
 * nothing. Only short forms that name one town and no place of their own.
 */
export const TOWN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  nottm: 'england/nottinghamshire/nottingham',
  soton: 'england/hampshire/southampton',
  bham: 'england/west-midlands/birmingham',
  brum: 'england/west-midlands/birmingham',
  mcr: 'england/greater-manchester/manchester',
  pboro: 'england/cambridgeshire/peterborough',
  // The City's other name ("the square mile": placeKey drops "the").
  'square mile': 'england/greater-london/city-of-london',
};
