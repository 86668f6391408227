% creates a centered-in-space finite difference differentiation
% matrix for the second spatial derivative.
function [D,c]=Dxx(N,a,b,h)
D= toeplitz([-2;1;zeros(N-2,1)],...
[-2,1,zeros(1,N-2)])./h^2;
c = [a/h^2; zeros(N-2,1); b/h^2];
end
