/** Pure, isomorphic domain rules (browser and server): one module per concept. */
export * from './nir';
export * from './iban';
export * from './bic';
export * from './names';
export * from './password';
export * from './postalCode';
export * from './email';
export * from './dates';
export * from './dateEffet';
export * from './phone';
export * from './decimal';
export * from './brandColour';
