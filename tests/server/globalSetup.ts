// Placeholder until the server work lands: starts a throwaway PostgreSQL cluster for server tests.
export default async function setup(): Promise<void> {}
