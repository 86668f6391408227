% Number literals as MATLAB reads them.
a = 0x1F;
b = 0b101;
c = 0xFFu8;
d = 0b1s16;
e = 1e3;
f = 1.5E-3;
g = .5;
h = 1.;
k = 3i;
m = 2.5j;
n = 1e3i;
p = 0xFFs8;
q = 0x7Fs8;
r = 0xFFFF;
s = 1.';
t = 1./x;
u = 1.^2;
z = 0X1f;
% 1../x is 1. then ./ (two dots); 1... is a continuation
r = 1../(c.*c);
q = 2..^c + 3.';
