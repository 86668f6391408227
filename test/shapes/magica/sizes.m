function c = sizes(n)
% Arrays sized by a scalar of unknown value share its extent; a loop over 1:n stays in bounds.
a = zeros(n, 1);
b = ones(n, 1);
c = a + b;
for i = 1:n
  a(i) = i;
end
r = 1:n;
end
