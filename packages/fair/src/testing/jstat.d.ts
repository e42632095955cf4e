// The part of jStat (a dev dependency: statistics for the simulation tests) that the tests use.
declare module 'jstat' {
  const jStat: {
    chisquare: {
      /** The quantile: the x with P(X ≤ x) = p for a chi-square of `dof` degrees of freedom. */
      inv(p: number, dof: number): number;
      cdf(x: number, dof: number): number;
    };
  };
  export default jStat;
}
