export * from './SignInForm';
export * from './StandaloneShell';
