function S = quadrature(a, b)
% MAGICA, Figure 4: the integral of 13(x-x^2)exp(-3x/2) from a to b by Simpson's rule.
h = (b-a)/2;
mid = (a+b)/2;
Fa = 13.*(a-a.^2).*exp(-3.*a./2);
Fmid = 13.*(mid-mid.^2).*exp(-3.*mid./2);
Fb = 13.*(b-b.^2).*exp(-3.*b./2);
S = h*(Fa+4*Fmid+Fb)/3;
end
