function e = caller()
% Calls the patent's first example with explicit shapes: a 3x1 column and a 1x4 row, so
% d = a*b + a is 3x4 under implicit expansion and an error under the papers' rule.
e = patent_example1(zeros(3, 1), ones(1, 4));
end
