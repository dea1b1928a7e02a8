export function asyncHooksOn(): Promise<boolean>;
