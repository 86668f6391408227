function [A, B, C, x] = indexing(v)
% Indexed assignment: in bounds keeps the shape, growth gives a fresh symbol.
A = zeros(3, 3);
for i = 1:3
  A(i, i) = 1;
  A(i, :) = 2;
end
B = zeros(3, 3);
B(4, 1) = 1;
C = zeros(1, 3);
C(end+1) = 5;
x = zeros(2, 2);
x(v) = 1;
w = A(2:3, 1);
for k = 1:4
  if k > 2
    return
  end
end
end
