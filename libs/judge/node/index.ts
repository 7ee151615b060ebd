export * from './checker-vm';
export * from './precondition-vm';
