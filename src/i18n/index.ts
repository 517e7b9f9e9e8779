// Every French text of the catalogue, one module per part, re-exported here.
export * from './messages';
export * from './dataBlocks';
export * from './navigation';
export * from './formSteps';
export * from './recapPdf';
export * from './brouillons';
export * from './demarches';
export * from './acteAccess';
