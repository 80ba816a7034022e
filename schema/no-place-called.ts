/**
 * What a Location that resolved to no place is, said before the places it may mean: "No place
 * called ‘leedz’.", but "‘kingston’ is part of more than one place’s name." when it is a shared
 * part of names: "no place called" was false there.
 */
export const noPlaceCalled = (text: string, shared: boolean | undefined) =>
  shared ? `‘${text}’ is part of more than one place’s name.` : `No place called ‘${text}’.`;
