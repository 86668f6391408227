% solves the heat equation for some rod of length rod.L,
% initially at temperature rod.Ta, rod.Tb, using N subdivisions.
% uses default values for Tspan, Tsteps if they are undefined
function out=solveSystem(rod,a,A,N,Tspan,Tsteps)
 switch nargin
  case 4
  Tspan = [0, 10]; Tsteps = 100;
  case 5
  Tsteps = 100;
 end
 h = rod.L/(N+1); % step size in x
 X = [h:h:rod.L-h].'; % create x axis with subidivisions
 U0 = X; % allocate u0
 mid = round(length(X)/2);
 U0(1:mid) = rod.Ta; % set left to Ta
 U0(mid:end) = rod.Tb; % set right to Tb
 [D,c] = Dxx(N,rod.Ta,rod.Tb,h); % set up derivative matrix
 f = @(t,u) a*(D*u + c) + A; % right hand side of ODE
 [T,out] = RungeKutta2(f,Tspan,U0,Tsteps); % solve ODE
end
% Test input note: the seed's text of Figure 3 reads `UO(1:mid) = rod.Ta` (the letter O), a
% typo for `U0(1:mid)`; fixed above.
