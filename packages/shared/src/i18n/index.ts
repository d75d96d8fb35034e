export * from './languages';
export * from './translate';
export * from './translate-compiled';
export * from './message-view';
