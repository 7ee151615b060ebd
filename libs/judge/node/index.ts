export * from './checker-vm';
