// Endpoints of this area are declared here (see wallet.ts for the shape).
export {};
