% Runge-Kutta 2 implementation solving the system
%
%          y'=f(t,y), y(a)=y0
% over tspan=[a,b], using function f, and N integration steps
function [X,Y]=RungeKutta2(f,tspan,y0,N)
  a=tspan(1); % initial time
  b=tspan(2); % final time
  h=(b-a)/N; % step size
  Y = [y0 zeros(length(y0),N)]; % result matrix, with y0
  X = (a:h:b)'; % set times
  for j=1:N % integration steps
     k1 = h*f(X(j), Y(:,j));
     k2 = h*f(X(j)+h, Y(:,j) + k1);
     Y(:,j+1)=Y(:,j) + 1/2*(k1 + k2);
  end
end
