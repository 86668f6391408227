function e = patent_example1(a, b)
% The shape inference patent (Joisha, Banerjee, Shenoy), first example: d and e have one shape.
c = a*b;
d = c+a;
e = d-a;
end
