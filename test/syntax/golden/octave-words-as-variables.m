% do is a MATLAB variable here
lambda = 0.125;
do = 1;
Lo = 20*log10((4*pi*do/lambda)^2);
until = do + 1;
